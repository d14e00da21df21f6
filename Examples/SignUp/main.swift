print("SignUp")
